import Foundation
import FoundationXML

/// Reads a whole XML document into its root element, safely: no entity declarations, no external
/// entities, within the limits, and only a complete, well-formed document.
enum XMLTreeReader {
    static func read(
        _ data: Data, guardrail: ParseGuardrail
    ) throws(FeedParseError) -> XMLTreeElement {
        let utf8 = try XMLEncoding.utf8Document(data)
        if DoctypeScanner.declaresEntities(utf8) { throw .declaresEntities }
        let parser = XMLParser(data: utf8)
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        let builder = XMLTreeBuilder(guardrail: guardrail)
        parser.delegate = builder
        let succeeded = parser.parse()
        if case .malformed(let line, let column) = builder.failure, !builder.isComplete,
           DocumentEnd(of: utf8).isAt(line: line, column: column) {
            throw .truncated
        }
        if let failure = builder.failure { throw failure }
        guard succeeded else {
            throw .malformed(line: parser.lineNumber, column: parser.columnNumber)
        }
        guard builder.isComplete, let root = builder.root else { throw .truncated }
        return root
    }
}
