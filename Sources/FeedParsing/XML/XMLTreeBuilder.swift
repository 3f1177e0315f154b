import Foundation
import FoundationXML

/// Answers XMLParser's callbacks by building the element tree, and stops the parse as soon as a
/// limit is passed or an entity is declared. Used once, by one parse, on the calling thread.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    private let guardrail: ParseGuardrail
    private var open: [XMLTreeElement] = []
    private(set) var root: XMLTreeElement?
    /// What stopped the parse: a limit, an entity, or the parser's own first error.
    private(set) var failure: FeedParseError?
    /// Error codes reported through the delegate; XMLParser can return true without them.
    private(set) var parserErrorCode: Int?

    init(guardrail: ParseGuardrail) {
        self.guardrail = guardrail
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        guard proceed(parser) else { return }
        let element = XMLTreeElement(
            namespace: namespaceURI ?? "", name: elementName,
            qualifiedName: qName ?? elementName, attributes: attributeDict)
        if let failure = guardrail.enter(element) { return stop(parser, failure) }
        open.append(element)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        guard proceed(parser), let element = open.popLast() else { return }
        if open.isEmpty {
            root = element
        } else {
            open[open.count - 1].children.append(.element(element))
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard proceed(parser) else { return }
        appendText(string)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard proceed(parser) else { return }
        appendText(String(decoding: CDATABlock, as: UTF8.self))
    }

    private func appendText(_ string: String) {
        guard !open.isEmpty else { return }
        let last = open.count - 1
        if case .text(let previous) = open[last].children.last {
            open[last].children[open[last].children.count - 1] = .text(previous + string)
        } else {
            open[last].children.append(.text(string))
        }
    }

    /// False, after stopping the parse, once the time limit has passed or the parse has failed.
    private func proceed(_ parser: XMLParser) -> Bool {
        guard failure == nil else { return false }
        if let failure = guardrail.checkTime() {
            stop(parser, failure)
            return false
        }
        return true
    }

    func stop(_ parser: XMLParser, _ reason: FeedParseError) {
        if failure == nil { failure = reason }
        parser.abortParsing()
    }

    /// True when the document's root element was opened and closed.
    var isComplete: Bool { root != nil && open.isEmpty }

    func recordParserError(_ error: Error, at parser: XMLParser) {
        guard parserErrorCode == nil, failure == nil else { return }
        let code = (error as NSError).code
        parserErrorCode = code
        failure = code == XMLParser.ErrorCode.prematureDocumentEndError.rawValue
            ? .truncated
            : .malformed(line: parser.lineNumber, column: parser.columnNumber)
    }
}
