// The chat's code beyond the launcher, in two chunks. webpack prefetches both (`webpackPrefetch`:
// a low-priority download, not run) once the launcher's chunk has loaded, so a tap runs code that
// is already on the device instead of waiting for two downloads in turn.
export const loadChatWindow = () => import(/* webpackChunkName: "chat-window", webpackPrefetch: true */ '../chat-window/ChatWindow');

/** The conversation, once the window's code is here too: whoever loads one soon shows the other. */
export const loadConversation = () =>
  Promise.all([import(/* webpackChunkName: "chat-conversation", webpackPrefetch: true */ './ChatConversation'), loadChatWindow()]).then(
    ([conversation]) => conversation,
  );
