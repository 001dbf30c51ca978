import { createImageStore } from './createImageStore';

const assetImages = createImageStore('asset');

/** Object URLs of network and connector images by image id; 'failed' once one could not be loaded. */
export const $assetImages = assetImages.$images;

/** Loads a network or connector image once per page; until then (or after a failure) the initials show. */
export const requestAssetImage = assetImages.request;
