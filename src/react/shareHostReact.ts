/**
 * Importing wallet-modal/react lends the page's React to the modal (shareReact): a page that
 * renders with React 19.2 or newer then downloads no second copy. An older React is left alone
 * and the modal loads its own.
 */
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import { shareReact } from 'wallet-modal';

shareReact({ react, reactDom, reactDomClient, jsxRuntime });
