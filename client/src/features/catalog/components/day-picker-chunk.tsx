// react-day-picker and its styles as a chunk of their own (see lazy-day-picker.tsx).
import 'react-day-picker/style.css';
import { DayPicker } from 'react-day-picker';

export default DayPicker;
