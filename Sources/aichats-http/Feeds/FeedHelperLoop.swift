import HTTPStreamWire

/// A feed helper's life: feed requests answered one after another, each with one reply frame,
/// until aichats closes stdin (it retires a helper after some feeds, or when it has been idle),
/// which ends the helper at once (`FeedRequestInbox`).
///
/// Each feed is over before the next begins: its reply written, its session invalidated, its
/// timers cancelled (`FeedHTTPTransfer`). A callback or timer that lost the race to answer returns
/// at once instead of parking its thread, so threads do not pile up from feed to feed.
/// FoundationNetworking still keeps some memory of each finished session (about 50 KB), which is
/// why aichats retires a helper after a few dozen feeds.
struct FeedHelperLoop {
    let input: HelperInput
    let output: HelperOutput

    func run(first: FeedFetchRequest) -> Never {
        // Once for the helper's life: the cap is measured from what it has mapped now, and a
        // cap raised per feed would grow with whatever earlier feeds left mapped.
        HelperMemoryLimit.apply()
        let inbox = FeedRequestInbox.start(reading: input)
        var request = first
        while true {
            FeedFetchJob(request: request, output: output).run()
            request = inbox.next()
        }
    }
}
