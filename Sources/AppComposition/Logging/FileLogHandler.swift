import Domain
import Foundation
import Logging

/// A swift-log handler that writes each record as one line of a `LogFile`:
/// `2026-11-22T04:40:00Z warning aichats[4242]: reply failed … key=value`. The process id, as
/// syslog writes it, tells apart the lines of several aichats sharing one log.
public struct FileLogHandler: LogHandler {
    /// The lowest level written.
    public var logLevel: Logger.Level = .info
    /// Metadata added to every record.
    public var metadata: Logger.Metadata = [:]
    private let label: String
    private let file: LogFile
    private static let processTag = "[" + String(getpid()) + "]"

    public init(label: String, file: LogFile) {
        self.label = label
        self.file = file
    }

    /// A logger that writes to `file`.
    public static func logger(writingTo file: LogFile, label: String = "aichats") -> Logger {
        Logger(label: label) { FileLogHandler(label: $0, file: file) }
    }

    /// One metadata value.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes the record as a line, with control characters (C0, DEL, C1) and bidi controls made
    /// visible.
    public func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        // Strings only: interpolating a level, message or value itself looks up its conformances
        // at run time, at every start.
        let fields = merged.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value.description)" }.joined()
        let time = LogTimestamp.string(for: Date())
        let text = "\(time) \(event.level.rawValue) \(label)\(Self.processTag): \(event.message.description)\(fields)"
        file.append(String(text.unicodeScalars.map { UntrustedText.isControlOrBidi($0) ? "␣" : Character($0) }))
    }
}
