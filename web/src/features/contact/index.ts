// The contact feature's public entry: the footer's contact form.
export { ContactForm } from './components/ContactForm';
