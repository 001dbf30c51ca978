export { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView';
export { RegisterAccountNameView } from './RegisterAccountNameView';
