export { ContactPopup } from './ContactPopup';
