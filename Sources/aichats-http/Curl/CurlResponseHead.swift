/// A response's status and header fields, as the server sent them.
struct CurlResponseHead: Equatable {
    var status: Int
    var fields: [Field]

    struct Field: Equatable {
        let name: String
        var value: String
    }

    /// The first field of that name (names compare without case), its value trimmed.
    func value(_ name: String) -> String? {
        fields.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// `Content-Length`, when the server announced one.
    var contentLength: Int64? { value("Content-Length").flatMap { Int64($0) } }
}
