/// One piece of HTML, as `HTMLTokenizer` reads it; comments and doctypes are not tokens.
enum HTMLToken: Equatable {
    /// Character data with its references decoded, as UTF-8.
    case text([UInt8])
    case startTag(HTMLTag)
    /// The element's name in lower case.
    case endTag(String)
}

struct HTMLTag: Equatable {
    /// In lower case.
    var name: String
    /// Names in lower case, values with their references decoded; the first of a repeated name
    /// only, as HTML5 says.
    var attributes: [HTMLAttribute] = []
    var selfClosing = false

    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }.map { String(decoding: $0.value, as: UTF8.self) }
    }
}

struct HTMLAttribute: Equatable {
    var name: String
    var value: [UInt8]
}
