/// Sizes in failure sentences, written as FeedParsing writes them: whole megabytes (of 1024 ×
/// 1024 bytes) or kilobytes when the size is one, else bytes.
enum ByteCount {
    static func text(_ size: Int) -> String {
        let mega = 1024 * 1024
        if size >= mega, size % mega == 0 { return "\(size / mega) MB" }
        if size >= 1024, size % 1024 == 0 { return "\(size / 1024) KB" }
        return size == 1 ? "1 byte" : "\(size) bytes"
    }

    /// "the feed is larger than 10 MB".
    static func tooLarge(_ limit: Int) -> String { "the feed is larger than \(text(limit))" }
}
