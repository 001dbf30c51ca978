import { expect } from 'chai';
describe('runner', () => { it('runs in chromium', () => { expect(navigator.userAgent).to.contain('Chrome'); }); });
