// aichats-http: the network helper of aichats, and the only code that links FoundationNetworking.
//
// It reads one request frame on stdin, runs it with URLSession and writes the response head,
// the body bytes and the end as frames on stdout, each as soon as it arrives. It exits when the
// transfer ends, when stdin or stdout closes (aichats stopped the reply or went away), or on
// SIGTERM. See docs/architecture.md, "The network helper".
import Foundation
import HTTPStreamWire

#if canImport(Glibc)
import Glibc
#endif

InheritedDescriptors.closeAll()
signal(SIGPIPE, SIG_IGN)
HelperPriority.yieldToEverythingElse()
if isatty(STDIN_FILENO) != 0 {
    HelperExit.fail("aichats-http is the network helper of aichats: it reads a request from aichats on stdin")
}
let request: HTTPStreamRequest
do {
    request = try HelperInput.readRequest()
} catch {
    HelperExit.fail("aichats-http: no valid request on stdin (\(error))")
}
HelperInput.exitWhenClosed()
HelperTransfer(request: request, output: HelperOutput()).run()
