// The browser leaves the shop for the payment provider: a full page load, not a route. An
// object, so component tests can replace `go` (jsdom cannot navigate).
export const paymentRedirect = {
  go(url: string): void {
    window.location.assign(url);
  },
};
