/**
 * The React the modal brings, for a page that shared none (a script tag, a host without React or
 * with one older than the modal needs): the one module that imports the real packages, a lazy
 * chunk of its own that modalCodeLoader loads only when the page has no React to lend.
 */
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import type { SharedReact } from './modalReact';

export const bundledReact: SharedReact = { react, reactDom, reactDomClient, jsxRuntime };
