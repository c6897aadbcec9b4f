// react-toastify and its stylesheet, a chunk of their own (./toasts.tsx loads it when a page first needs it).
import 'react-toastify/dist/ReactToastify.css';

export { ToastContainer as default } from 'react-toastify';
