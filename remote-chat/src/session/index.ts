export {
  SESSION_KEYS,
  clearStoredSession,
  isSessionExpired,
  loadActiveChatId,
  loadChatIdList,
  loadStoredSession,
  mergeChatIds,
  storeActiveChatId,
  storeChatIdList,
  storeSession,
  type VisitorSession,
} from './session-storage';
export { SESSION_PATH, obtainSession } from './session-api';
