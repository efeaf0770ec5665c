// The image library and uploader, for every editor that shows images (articles, case studies, testimonials).
export { ImagePicker } from './components/ImagePicker';
