export type { ChatWindowProps } from './ChatWindow';
