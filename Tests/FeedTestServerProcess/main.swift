// feed-test-server FOLDER: the FlyingFox feed server of the tests in a process of its own, for
// the end-to-end tests. In the test process, its tasks would share the two threads of a small
// machine with tests that block them while they wait for child processes, and the app's fetch
// would time out. It writes its base URL to FOLDER/base once it listens, takes its routes from
// FOLDER (`FeedServerFolder`), and runs until it is terminated or its parent, the test process, is
// gone: a test process that crashed would otherwise leave it running, holding `swift test`'s
// output pipe open, and the run would wait for ever instead of reporting the crash.
import Foundation
import TestHTTPServer

let parent = getppid()
guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: feed-test-server FOLDER\n".utf8))
    exit(2)
}
let folder = FeedServerFolder(URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true))
folder.prepare()
let server = try await FeedTestServer.start(folder: folder)
let written = folder.url.appendingPathComponent("base.partial")
try Data(server.url("").absoluteString.utf8).write(to: written)
try FileManager.default.moveItem(at: written, to: folder.baseFile)
while getppid() == parent { try await Task.sleep(for: .milliseconds(500)) }
