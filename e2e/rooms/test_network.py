def test_two_devices_exchange_a_message(room_context, site_url):
    pages = []
    for _ in range(2):
        page = room_context().new_page()
        page.goto(site_url)
        page.evaluate("""async () => {
          const { joinNetwork } = await import('./js/room-network.js');
          window.heard = [];
          window.net = await joinNetwork('spike', 'secret', {
            join: (peer) => window.heard.push(['join', peer]),
            leave: () => {}, message: (peer, text) => window.heard.push(['msg', text]) });
        }""")
        pages.append(page)
    pages[0].wait_for_function("window.heard.some(([kind]) => kind === 'join')", timeout=20000)
    pages[0].evaluate("window.net.send('hello')")
    pages[1].wait_for_function("window.heard.some(([kind, text]) => kind === 'msg' && text === 'hello')")
