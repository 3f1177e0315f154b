@testable import DataAccess
import Foundation
import TestSupport
import Testing

/// A file others may use that the app cannot tighten (it is another user's) is said, not used silently.
@Suite("A file of the data folder that is not private")
struct LooseFileTests {
    @Test func anotherUsersLooseFileIsSaidWithWhatToDo() throws {
        let folder = try TemporaryFolder()
        try folder.write("", to: "aichats.sqlite")
        #expect(chmod(folder.path(), 0o666) == 0)
        // Another user's file: one chowned away as root, else root's own /etc/passwd (0644).
        let path: String, owner: String
        if geteuid() == 0 {
            #expect(chown(folder.path(), 65534, 65534) == 0)
            (path, owner) = (folder.path(), String(cString: try #require(getpwuid(65534)?.pointee.pw_name)))
        } else {
            (path, owner) = ("/etc/passwd", "root")
        }
        let loose = try #require(LooseFile.at(path))
        let name = URL(fileURLWithPath: path).lastPathComponent, mode = String(loose.mode, radix: 8)
        #expect(loose.notice == "\(name) can be \(geteuid() == 0 ? "read and changed" : "read") by other users (mode \(mode), "
            + "owned by \(owner)), and only its owner can change that: have \(owner) run chmod 600 on it, or replace it with a copy of your own")
        #expect(loose.logLine == "\(path) is not private (mode \(mode), owned by \(owner)) and could not be made so")
    }

    @Test func aPrivateFileAFileOfOneOwnAndALinkAreNotSaid() throws {
        let folder = try TemporaryFolder()
        try folder.write("", to: "private")
        #expect(chmod(folder.path("private"), 0o600) == 0)
        #expect(LooseFile.at(folder.path("private")) == nil)
        // One's own file the app tightens; one that stays loose (a file system without modes) has no owner to ask.
        try folder.write("", to: "own")
        #expect(chmod(folder.path("own"), 0o644) == 0)
        #expect(LooseFile.at(folder.path("own")) == nil)
        try FileManager.default.createSymbolicLink(atPath: folder.path("link"), withDestinationPath: "/etc/passwd")
        #expect(LooseFile.at(folder.path("link")) == nil)
        #expect(LooseFile.at(folder.path("missing")) == nil)
    }
}
