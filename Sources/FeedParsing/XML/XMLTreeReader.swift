import Foundation
import FoundationXML

/// Reads a whole XML document into its root element, safely: no entity declarations, no external
/// entities, within the limits, and only a complete, well-formed document.
enum XMLTreeReader {
    /// libxml2's XML_ERR_UNDECLARED_ENTITY: `&nbsp;` in a document without a DTD.
    private static let undeclaredEntityCode = 26
    /// libxml2's XML_ERR_UNSUPPORTED_ENCODING: iconv cannot convert the declared encoding.
    private static let unsupportedEncodingCode = 32

    /// `charset`: an authoritative HTTP charset (`ContentTypeCharset`), if any.
    static func read(
        _ data: Data, charset: String? = nil, guardrail: ParseGuardrail
    ) throws(FeedParseError) -> XMLTreeElement {
        try readCounting(data, charset: charset, guardrail: guardrail).root
    }

    /// The root, and how many items past the guardrail's limit were left out of it.
    static func readCounting(
        _ data: Data, charset: String? = nil, guardrail: ParseGuardrail
    ) throws(FeedParseError) -> (root: XMLTreeElement, leftOutItems: Int) {
        let utf8 = try XMLEncoding.utf8Document(data, charset: charset)
        if DoctypeScanner.declaresEntities(utf8) { throw .declaresEntities }
        let first = parse(utf8, guardrail: guardrail)
        // A document refused as not well-formed is read once more with its references and
        // bare `&` and `<` repaired; when that fails too, the first reason stands.
        if first.builder.parserErrorCode.map(repairable) == true, let repaired = HTMLEntityRepair.repaired(utf8) {
            let second = parse(repaired, guardrail: guardrail.restarted())
            if first.builder.parserErrorCode == undeclaredEntityCode {
                return (try outcome(of: second, document: repaired), second.builder.leftOutItems)
            }
            if let root = try? outcome(of: second, document: repaired) { return (root, second.builder.leftOutItems) }
        }
        return (try outcome(of: first, document: utf8), first.builder.leftOutItems)
    }

    /// A parser error the repair may cure: an undeclared entity, or text that is not well-formed
    /// (libxml2's codes below 100 are the syntax errors); not a wrong encoding.
    private static func repairable(_ code: Int) -> Bool {
        code < 100 && code != unsupportedEncodingCode
    }

    private static func parse(
        _ utf8: Data, guardrail: ParseGuardrail
    ) -> (builder: XMLTreeBuilder, parser: XMLParser, succeeded: Bool) {
        let parser = XMLParser(data: utf8)
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        let builder = XMLTreeBuilder(guardrail: guardrail)
        parser.delegate = builder
        let succeeded = parser.parse()
        return (builder, parser, succeeded)
    }

    /// The root element, or why there is none. XMLParser returns true for some cut documents:
    /// the delegate's error callbacks and the closed root decide.
    private static func outcome(
        of parse: (builder: XMLTreeBuilder, parser: XMLParser, succeeded: Bool), document utf8: Data
    ) throws(FeedParseError) -> XMLTreeElement {
        let builder = parse.builder
        if case .malformed(let line, let column) = builder.failure, !builder.isComplete,
           DocumentEnd(of: utf8).isAt(line: line, column: column) {
            throw .truncated
        }
        if builder.parserErrorCode == unsupportedEncodingCode {
            throw .unsupportedEncoding(XMLDeclaration.encodingName(in: utf8[...]) ?? "?")
        }
        if let failure = builder.failure { throw failure }
        guard parse.succeeded else {
            throw .malformed(line: parse.parser.lineNumber, column: parse.parser.columnNumber)
        }
        guard builder.isComplete, let root = builder.root else { throw .truncated }
        return root
    }
}
