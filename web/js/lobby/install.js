// Installing the site as an app. Where the browser offers it, it fires `beforeinstallprompt`;
// the lobby's Install button shows only then, and calls the browser's own prompt. The event
// comes once per page load, early: this module listens from the start (main.js imports it).

let offer = null;

const changed = () => dispatchEvent(new Event("installofferchange"));

addEventListener("beforeinstallprompt", (event) => {
  event.preventDefault();  // no mini-infobar: the lobby's button offers it
  offer = event;
  changed();
});

addEventListener("appinstalled", () => {
  offer = null;
  changed();
});

/** Whether the browser offers to install the site now. */
export const canInstall = () => offer !== null;

/** Show the browser's install prompt (the offer is used up either way). */
export async function install() {
  const event = offer;
  offer = null;
  changed();
  await event?.prompt();
}
