// aichats-http: the network helper of aichats, and the only code that loads libcurl (Curl/, through
// the C target CCurl, which opens libcurl.so.4 at run time).
//
// It writes its wire version on stdout, reads aichats's version and one request frame on stdin,
// runs the request with libcurl and writes the response head, the body bytes and the end as
// frames on stdout, each as soon as it arrives. Given a feed request instead, it fetches the feed,
// parses it and writes one reply frame, then reads the next feed request, until stdin ends
// (Feeds/FeedHelperLoop); given an OPML document, it writes the document's feeds in one reply
// frame (OPML/). It exits when the transfer ends (a feed helper: when stdin ends between feeds),
// when stdin or stdout closes (aichats stopped the reply or went away), or on SIGTERM. See
// docs/architecture.md, "The network helper".
import Foundation
import HTTPStreamWire

#if canImport(Glibc)
import Glibc
#endif

InheritedDescriptors.closeAll()
signal(SIGPIPE, SIG_IGN)
if isatty(STDIN_FILENO) != 0 {
    HelperExit.fail("aichats-http is the network helper of aichats: it reads a request from aichats on stdin")
}
let output = HelperOutput()
// First, so that an aichats of another version can tell its user, whatever this helper makes
// of the request.
output.send(HTTPStreamVersion.current.frame)
var input = HelperInput()
let job: HelperInput.Job
do {
    job = try input.readJob()
} catch let error as HelperInput.OtherVersion {
    HelperExit.fail("aichats-http: \(error)")
} catch {
    HelperExit.fail("aichats-http: no valid request on stdin (\(error))")
}
// Before any thread starts, as threads inherit it. A chat reply and an OPML document are what
// the user waits for: they keep the normal priority.
if case .feed = job { HelperPriority.yieldToEverythingElse() }
switch job {
case .stream(let request):
    HelperInput.exitWhenClosed()
    HelperTransfer(request: request, output: output).run()
case .feed(let request):
    // stdin carries the next requests: the loop's own reader sees its end.
    FeedHelperLoop(input: input, output: output).run(first: request)
case .opml(let request):
    HelperInput.exitWhenClosed()
    OPMLReadJob(request: request, output: output).run()
}
