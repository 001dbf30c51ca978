// The page owns <wallet-button>; loading the modal must not redefine or break it.
customElements.define('wallet-button', class extends HTMLElement {
  connectedCallback() {
    this.textContent = 'page-owned button';
  }
});
