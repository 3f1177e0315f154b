import HTTPStreamWire

/// A feed helper's life: feed requests answered one after another, each with one reply frame,
/// until aichats closes stdin (it retires a helper after some feeds, or when it has been idle),
/// which ends the helper at once (`FeedRequestInbox`).
///
/// Each feed is over before the next begins: it is fetched on this thread (`FeedHTTPTransfer`),
/// and its libcurl handle is freed once its reply is written, so nothing of one feed runs on
/// into the next. aichats still retires a helper after a few dozen feeds, which bounds what a
/// long-lived helper could keep (its heap, libcurl's caches).
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
