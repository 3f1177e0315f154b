import Foundation

/// Why one record of a catalog file was rejected; becomes a `CatalogProblem`.
struct RecordRejection: Error, Equatable {
    /// A short explanation, such as "unknown character option 'dragon'".
    let reason: String

    init(_ reason: String) { self.reason = reason }

    /// Turns a decoding failure into a short, readable reason.
    ///
    /// `recordDepth` is the length of the coding path that leads to the record itself,
    /// so field paths are named from the record ("body[2]"), not from the file ("[7].body[2]").
    init(decodingError error: any Error, recordDepth: Int) {
        guard let decodingError = error as? DecodingError else {
            self.init("unreadable record")
            return
        }
        switch decodingError {
        case .typeMismatch(_, let context) where context.codingPath.count <= recordDepth:
            self.init("not a JSON object")
        case .typeMismatch(_, let context):
            self.init("field '\(Self.path(context.codingPath.dropFirst(recordDepth)))' has the wrong type")
        case .valueNotFound(_, let context):
            self.init("field '\(Self.path(context.codingPath.dropFirst(recordDepth)))' is null")
        case .keyNotFound(let key, _):
            self.init("missing field '\(key.stringValue)'")
        case .dataCorrupted(let context):
            self.init("unreadable value at '\(Self.path(context.codingPath.dropFirst(recordDepth)))'")
        @unknown default:
            self.init("unreadable record")
        }
    }

    /// "body[2]" for the coding path body → index 2.
    private static func path(_ codingPath: ArraySlice<any CodingKey>) -> String {
        codingPath.enumerated().map { position, key in
            if let index = key.intValue { return "[\(index)]" }
            return position == 0 ? key.stringValue : ".\(key.stringValue)"
        }.joined()
    }
}
