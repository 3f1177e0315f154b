import Foundation

/// Where a document's text ends, as libxml2 counts lines and columns: an error there, with
/// elements still open, means the document was cut short rather than written wrong.
struct DocumentEnd {
    let line: Int
    /// Characters on the last line; libxml2 reports an error at the end one column past them.
    let lastLineLength: Int

    /// White space at the very end does not count: libxml2 stops before it.
    init(of utf8: Data) {
        let newline = UInt8(ascii: "\n")
        let lastText = utf8.lastIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? utf8.startIndex
        let text = utf8[..<min(lastText + 1, utf8.endIndex)]
        line = text.reduce(1) { $1 == newline ? $0 + 1 : $0 }
        let lastLineStart = text.lastIndex(of: newline).map { $0 + 1 } ?? text.startIndex
        lastLineLength = String(decoding: text[lastLineStart...], as: UTF8.self).unicodeScalars.count
    }

    func isAt(line errorLine: Int, column: Int) -> Bool {
        errorLine >= line && column >= lastLineLength
    }
}
