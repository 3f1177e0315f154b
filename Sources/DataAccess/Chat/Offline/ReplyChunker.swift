import Foundation

/// Cuts a reply into the pieces a stream delivers: a word with its following space,
/// or one to three CJK characters. Joined in order, the pieces give back the text exactly.
enum ReplyChunker {
    /// The pieces of `text`; the sizes of CJK pieces come from `random`.
    static func chunks(of text: String, using random: inout SplitMix64) -> [String] {
        var chunks: [String] = []
        var word = ""
        var cjkRun = ""
        var cjkTarget = 1 + random.index(below: 3)
        for character in text {
            if character.isCJK {
                flush(&word, into: &chunks)
                cjkRun.append(character)
                if cjkRun.count >= cjkTarget {
                    flush(&cjkRun, into: &chunks)
                    cjkTarget = 1 + random.index(below: 3)
                }
            } else if character.isWhitespace {
                if !cjkRun.isEmpty {
                    cjkRun.append(character)
                    flush(&cjkRun, into: &chunks)
                } else if word.isEmpty, let last = chunks.indices.last {
                    chunks[last].append(character)
                } else {
                    word.append(character)
                }
            } else {
                flush(&cjkRun, into: &chunks)
                if word.last?.isWhitespace == true { flush(&word, into: &chunks) }
                word.append(character)
            }
        }
        flush(&cjkRun, into: &chunks)
        flush(&word, into: &chunks)
        return chunks
    }

    private static func flush(_ piece: inout String, into chunks: inout [String]) {
        guard !piece.isEmpty else { return }
        chunks.append(piece)
        piece = ""
    }
}
