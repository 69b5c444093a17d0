"""An online room's plain words when it cannot be: without a network it says rooms need one
(everything else works offline), and a friend whose device reaches no host within 15 seconds,
or a host that no friend reaches, is told why: here (outside the rooms' network, the only relay
is a dead address) this device reaches no relay, which is its own connection's fault, not the
friends'; e2e/rooms/test_network.py has the other case (relays reached, no device: a TURN
server, in the ⚙ Settings the room's screen has)."""

ROOM = "#room/abcdefgh12/secretsecret12/" + "A" * 87


def test_without_a_network_a_room_says_it_needs_one(open_site, context):
    page = open_site()
    context.set_offline(True)
    page.goto(page.url.split("#")[0] + ROOM)
    problem = page.locator(".problem")
    problem.wait_for()
    assert problem.locator("p").first.text_content().startswith("Online rooms need a network")
    page.get_by_role("link", name="Back to the lobby").click()
    page.locator('button[data-game="agnes"]').wait_for()


def test_a_friend_that_reaches_no_host_is_told_why_after_15_seconds(page, site_url):
    page.clock.install()
    page.goto(site_url + ROOM)
    page.locator(".room-status").wait_for()
    assert page.locator(".room-problem").text_content() == ""
    page.clock.fast_forward(16_000)
    problem = page.locator(".room-problem")
    problem.wait_for()
    assert "reaches none of the relays" in problem.text_content()
    assert "TURN" not in problem.text_content() and "Settings" not in problem.text_content()


def test_a_host_that_no_friend_reaches_is_told_why_after_15_seconds(page, site_url):
    page.clock.install()
    page.goto(site_url)
    page.wait_for_selector("html[data-engine='ready']", state="attached", timeout=90_000)
    page.locator('button[data-options="agony-aunt"]').click()
    page.locator("dialog.new-game-dialog button.online").click()
    page.locator(".room-link").wait_for()
    problem = page.locator(".room .room-problem")
    assert problem.text_content() == ""
    page.clock.fast_forward(16_000)
    page.wait_for_function("document.querySelector('.room .room-problem').textContent !== ''")
    assert "reaches none of the relays" in problem.text_content() and "TURN" not in problem.text_content()


NO_WEBRTC = "delete window.RTCPeerConnection; delete window.webkitRTCPeerConnection;"


def test_a_browser_without_webrtc_is_told_so_at_the_link_and_in_the_new_game_dialog(page, site_url):
    """As in Debian's WebKitGTK, built without WebRTC: no room, and the words say why."""
    page.add_init_script(NO_WEBRTC)
    page.goto(site_url + ROOM)
    problem = page.locator(".problem p").first
    problem.wait_for()
    assert problem.text_content().startswith("Online rooms need WebRTC")
    page.goto(site_url)
    page.wait_for_selector("html[data-engine='ready']", state="attached", timeout=90_000)
    page.locator('button[data-options="agony-aunt"]').click()
    dialog = page.locator("dialog.new-game-dialog")
    dialog.locator("button.online").click()
    assert dialog.locator(".error").text_content().startswith("Online rooms need WebRTC")
    assert "#room/" not in page.url and dialog.is_visible()
