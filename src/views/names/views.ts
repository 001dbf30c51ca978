import { sendCss } from '../../styles/sendCss';
export { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView';
export { RegisterAccountNameView } from './RegisterAccountNameView';

/** The CSS these views wear (Send's field and progress), adopted as the chunk loads. */
export const sheets = [sendCss];
