import Foundation

extension ConfigLoader {
    /// The first line of `data` (from 1) that is not UTF-8, to point the user at it as a NUL
    /// byte is; nil when every line reads. No UTF-8 sequence holds a newline byte, so each line
    /// is judged on its own.
    static func firstLineNotUTF8(_ data: Data) -> Int? {
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        return lines.firstIndex { String(data: Data($0), encoding: .utf8) == nil }.map { $0 + 1 }
    }
}
