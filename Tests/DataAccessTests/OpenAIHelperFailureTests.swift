import Domain
import Foundation
import Testing
@testable import DataAccess
import TestHTTPServer

/// The responder when its network helper is missing or misbehaves.
@Suite("OpenAI-compatible responder and its network helper")
struct OpenAIHelperFailureTests {
    static let key = "sk-helper-SECRET-9191"

    /// A temporary folder, removed at the end of the test.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("aichats-helper-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }

        /// Writes an executable shell script named `aichats-http`.
        func script(_ body: String) throws -> URL {
            let file = url.appendingPathComponent("aichats-http")
            try ("#!/bin/sh\n" + body + "\n").write(to: file, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
            return file
        }
    }

    /// The limits are generous: the clock starts before the helper does, and a loaded CI
    /// machine once took over 3 s to start it. No test here waits for a limit.
    static func responder(_ base: URL, helper: URL) -> OpenAICompatibleResponder {
        var responder = OpenAICompatibleResponder(
            baseURL: base, apiKey: key, model: "test-model", connectTimeout: .seconds(30), idleTimeout: .seconds(30))
        responder.helperLocator = HTTPHelperLocator(executable: helper)
        return responder
    }

    /// One reply. A script just written can be briefly "busy" for exec while a process that
    /// another test starts at that moment still holds the writing descriptor; then it asks again.
    static func reply(_ responder: OpenAICompatibleResponder) async
        -> OpenAICompatibleResponderTests.Outcome
    {
        for _ in 0..<10 {
            let outcome = await OpenAICompatibleResponderTests.collect(
                responder.reply(as: OpenAIFixtures.mochi, to: OpenAICompatibleResponderTests.history(1)))
            guard outcome.replyError?.message.contains(String(cString: strerror(ETXTBSY))) == true else {
                return outcome
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return await OpenAICompatibleResponderTests.collect(
            responder.reply(as: OpenAIFixtures.mochi, to: OpenAICompatibleResponderTests.history(1)))
    }

    @Test("a missing helper gives a clear line, and a retry after reinstalling works")
    func missingThenReinstalled() async throws {
        let folder = try Folder()
        let server = try OpenAITestServer { _ in [.send(SSE.head + SSE.chunk("back") + SSE.done)] }
        defer { server.stop() }
        let helper = folder.url.appendingPathComponent("aichats-http")
        let responder = Self.responder(server.baseURL, helper: helper)
        let failed = await Self.reply(responder)
        #expect(failed.pieces.isEmpty)
        #expect(failed.replyError?.kind == .unreachable)
        #expect(
            failed.replyError?.message
                == "reply failed: the network helper aichats-http is missing next to aichats; reinstall")
        #expect(server.requests.isEmpty)
        try FileManager.default.createSymbolicLink(at: helper, withDestinationURL: HTTPHelperLocator().executable(environment: [:]))
        let retried = await Self.reply(responder)
        #expect(retried.error == nil)
        #expect(retried.text == "back")
    }

    @Test("a helper that stops without finishing is a clear line; the key was never in its argv or environment")
    func stoppedUnexpectedly() async throws {
        let folder = try Folder()
        let dump = folder.url.appendingPathComponent("seen")
        let helper = try folder.script("{ echo \"$0\" \"$@\"; env; } > '\(dump.path)'")
        let outcome = await Self.reply(Self.responder(URL(string: "http://127.0.0.1:9/v1")!, helper: helper))
        #expect(outcome.replyError?.kind == .unreachable)
        #expect(outcome.replyError?.message == "reply failed: the network helper aichats-http stopped unexpectedly")
        let seen = try String(contentsOf: dump, encoding: .utf8)
        #expect(seen.hasPrefix(helper.path + "\n"), "argv holds only the path: \(seen.prefix(200))")
        #expect(!seen.contains(Self.key))
    }

    @Test("the helper gets stdin, stdout and stderr, and none of the app's other descriptors")
    func noInheritedDescriptors() async throws {
        let folder = try Folder()
        let dump = folder.url.appendingPathComponent("descriptors")
        // A descriptor opened without close-on-exec, as a C library might: it must not leak.
        let leaky = open(folder.url.path, O_RDONLY)
        #expect(leaky > STDERR_FILENO)
        defer { close(leaky) }
        let helper = try folder.script("exec ls /proc/self/fd > '\(dump.path)'")
        _ = await Self.reply(Self.responder(URL(string: "http://127.0.0.1:9/v1")!, helper: helper))
        let listed = try String(contentsOf: dump, encoding: .utf8).split(separator: "\n").compactMap { Int32($0) }
        // ls itself opens one descriptor (3) to read the folder.
        #expect(Set(listed).isSubset(of: [0, 1, 2, 3]), "descriptors in the helper: \(listed)")
        #expect(!listed.contains(leaky) || leaky == 3)
    }

    @Test("garbage from the helper is a clear line, and the helper is stopped")
    func garbage() async throws {
        let folder = try Folder()
        let helper = try folder.script("printf 'HTTP/1.1 200 OK\\r\\n'; exec sleep 120")
        let start = ContinuousClock.now
        let outcome = await Self.reply(Self.responder(URL(string: "http://127.0.0.1:9/v1")!, helper: helper))
        // Well under the helper's 120 s sleep, even on a loaded machine (24 s seen under a load of
        // 16 on two cores): the garbage stopped it, not the end of the sleep.
        #expect(ContinuousClock.now - start < .seconds(45))
        #expect(outcome.replyError?.message == "reply failed: the network helper aichats-http stopped unexpectedly")
    }

    @Test("a helper that cannot run says so")
    func notRunnable() async throws {
        let folder = try Folder()
        let helper = folder.url.appendingPathComponent("aichats-http")
        try Data([0x7F, 0x45, 0x4C, 0x46, 0, 0, 0]).write(to: helper)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: helper.path)
        let outcome = await Self.reply(Self.responder(URL(string: "http://127.0.0.1:9/v1")!, helper: helper))
        #expect(outcome.replyError?.kind == .unreachable)
        #expect(outcome.replyError?.message.hasPrefix("reply failed: the network helper aichats-http could not start (") == true)
    }
}
