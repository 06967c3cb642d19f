export { AssistantText } from './AssistantText';
