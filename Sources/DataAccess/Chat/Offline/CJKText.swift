import Foundation

extension Unicode.Scalar {
    /// Hiragana, katakana (full and half width) and the katakana extensions.
    var isKana: Bool {
        switch value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D: true
        default: false
        }
    }

    /// Chinese characters (kanji / hanzi), including the extension blocks.
    var isHan: Bool {
        switch value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFF: true
        default: false
        }
    }

    /// Any CJK letter or CJK punctuation, including full-width forms.
    var isCJK: Bool {
        isKana || isHan || (0x3000...0x303F).contains(value) || (0xFF00...0xFF65).contains(value)
    }
}

extension Character {
    /// Whether the character is CJK text; such characters are streamed a few at a time.
    var isCJK: Bool { unicodeScalars.first?.isCJK ?? false }
}
