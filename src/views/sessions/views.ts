import { sessionsCss } from '../../styles/sessionsCss';
export { SmartSessionListView } from './SmartSessionListView';
export { SmartSessionRequestView } from './SmartSessionRequestView';

/** The CSS these views wear (tabs and session cards), adopted as the chunk loads. */
export const sheets = [sessionsCss];
