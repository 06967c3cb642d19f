export { deleteVisitorData, fetchConversationExport, saveFile, PRIVACY_PATHS, type ExportFormat } from './privacy-api';
