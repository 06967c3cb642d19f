import type { ChatMessage } from '@agency/chat-protocol';
import { deleteVisitorData, fetchConversationExport, saveFile, type ExportFormat } from '../privacy';
import type { ConversationExport } from '../privacy/privacy-api';
import { obtainSession, type VisitorSession } from '../session';
import { listChats, loadChat } from './chat-api';

/** chat-server's REST side as the conversation uses it (a fake one in unit tests). */
export interface ChatServerApi {
  obtainSession: (stored: VisitorSession | null) => Promise<VisitorSession | null>;
  listChats: (session: VisitorSession) => Promise<string[]>;
  loadChat: (session: VisitorSession, chatId: string) => Promise<ChatMessage[]>;
  fetchConversationExport: (token: string, format: ExportFormat) => Promise<ConversationExport | null>;
  deleteVisitorData: (token: string) => Promise<boolean>;
  /** Hands the exported file to the visitor (a download in the browser). */
  saveFile: (file: ConversationExport) => void;
}

/** The real chat-server at `apiBaseUrl` ('' = the site origin). */
export function chatServerApi(apiBaseUrl: string): ChatServerApi {
  return {
    obtainSession: (stored) => obtainSession(apiBaseUrl, stored),
    listChats: (session) => listChats(apiBaseUrl, session),
    loadChat: (session, chatId) => loadChat(apiBaseUrl, session, chatId),
    fetchConversationExport: (token, format) => fetchConversationExport(apiBaseUrl, token, format),
    deleteVisitorData: (token) => deleteVisitorData(apiBaseUrl, token),
    saveFile,
  };
}
