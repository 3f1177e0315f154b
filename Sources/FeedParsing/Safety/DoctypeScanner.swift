import Foundation

/// Finds an entity declaration before any parser sees the document: libxml2 would otherwise
/// expand a billion laughs or fetch an external entity before a callback could stop it.
enum DoctypeScanner {
    /// True when the document has a DOCTYPE and `<!ENTITY` anywhere after it. Comments, quotes
    /// and processing instructions in the DOCTYPE cannot hide a declaration from this; it
    /// errs towards refusing (an article quoting a DTD, in a feed that has a DOCTYPE).
    static func declaresEntities(_ utf8: Data) -> Bool {
        guard let doctype = utf8.range(of: Data("<!DOCTYPE".utf8)) else { return false }
        return utf8.range(of: Data("<!ENTITY".utf8), in: doctype.upperBound..<utf8.endIndex) != nil
    }
}
