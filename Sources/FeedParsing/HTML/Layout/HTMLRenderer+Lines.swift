extension HTMLRenderer {
    /// Owes at least `count` newlines (1: a new line, 2: a blank line) before the next content;
    /// whitespace owed on the line ending is dropped.
    mutating func requestNewlines(_ count: Int) {
        pendingNewlines = max(pendingNewlines, count)
        pendingSpace.removeAll()
    }

    /// Whether the next content starts a line: whitespace there is dropped outside `pre`.
    var atLineStart: Bool { !lineStarted || pendingNewlines > 0 }

    /// Writes what is owed before content: the newlines (none before the first line), the new
    /// line's indentation and marker, the whitespace.
    mutating func beginContent() {
        if pendingNewlines > 0 {
            if !output.isEmpty {
                output.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: pendingNewlines))
            }
            pendingNewlines = 0
            lineStarted = false
        }
        if !lineStarted {
            writePrefix()
            lineStarted = true
        }
        if !pendingSpace.isEmpty {
            output.append(contentsOf: pendingSpace)
            pendingSpace.removeAll()
        }
        if watchesTableContent { noteTableContent() }
    }

    mutating func writeContent(_ bytes: some Collection<UInt8>) {
        beginContent()
        output.append(contentsOf: bytes)
    }

    /// Two spaces a level (quotes and the lists around the innermost), then the item's marker on
    /// its first line and as many spaces on the next ones.
    private mutating func writePrefix() {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indentLevels * 2))
        guard let item = state.currentItem else { return }
        if containers[item].markerWritten {
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: containers[item].markerWidth))
        } else {
            output.append(contentsOf: containers[item].marker)
            containers[item].markerWritten = true
        }
    }

    /// What `writePrefix` writes on the next line and on the lines after it: a table written
    /// anew (`HTMLRenderer+Tables`) starts its lines so.
    func linePrefixes() -> (first: [UInt8], next: [UInt8]) {
        let indent = [UInt8](repeating: UInt8(ascii: " "), count: indentLevels * 2)
        guard let item = state.currentItem else { return (indent, indent) }
        let under = indent + repeatElement(UInt8(ascii: " "), count: containers[item].markerWidth)
        return (containers[item].markerWritten ? under : indent + containers[item].marker, under)
    }

    /// Quotes and the lists around the innermost, up to `maximumIndentLevels`.
    private var indentLevels: Int {
        min(state.quoteDepth + max(state.listDepth - 1, 0), Self.maximumIndentLevels)
    }
}
