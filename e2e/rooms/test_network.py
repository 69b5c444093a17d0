"""The rooms' network: two devices exchange a message through the local relay; and a room's
screen that reaches a relay but no other device says so, in English and French, and points at
its own ⚙ Settings, where a TURN server is set (e2e/test_rooms_offline.py has the device that
reaches no relay at all)."""

import pytest


def test_two_devices_exchange_a_message(room_context, site_url):
    pages = []
    for _ in range(2):
        page = room_context().new_page()
        page.goto(site_url)
        page.evaluate("""async () => {
          const { joinNetwork } = await import('./js/rooms/network.js');
          window.heard = [];
          window.net = await joinNetwork('spike', 'secret', {
            join: (peer) => window.heard.push(['join', peer]),
            leave: () => {}, message: (peer, text) => window.heard.push(['msg', text]) });
        }""")
        pages.append(page)
    pages[0].wait_for_function("window.heard.some(([kind]) => kind === 'join')", timeout=20000)
    pages[0].evaluate("window.net.send('hello')")
    pages[1].wait_for_function("window.heard.some(([kind, text]) => kind === 'msg' && text === 'hello')")



@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_room_that_reaches_the_relay_but_no_device_points_at_its_turn_setting(room_context, site_url,
                                                                              language, save_screenshot):
    page = room_context(language=language).new_page()
    page.clock.install()
    page.goto(site_url + "#room/abcdefgh12/secretsecret12/" + "A" * 87)
    page.wait_for_function("window.cardtableRoom && window.cardtableRoom.net && window.cardtableRoom.net.relayReached()",
                           timeout=20_000)
    page.clock.fast_forward(16_000)
    problem = page.locator(".room-problem")
    page.wait_for_function("document.querySelector('.room-problem').textContent !== ''")
    words = {"en": ("15 seconds", "TURN server", "⚙ Settings"), "fr": ("15 secondes", "serveur TURN", "⚙ Réglages")}
    assert all(word in problem.text_content() for word in words[language])
    save_screenshot(page, f"room-no-peer-{language}")
    page.locator(".room-settings").click()
    assert page.locator("dialog input[placeholder^='turn:']").is_visible()
