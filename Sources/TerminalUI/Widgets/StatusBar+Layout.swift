/// What fits: the breadcrumb and hints on one row, the message beside the breadcrumb or
/// wrapped above it.
extension StatusBar {
    /// The breadcrumb, parts joined by " › ".
    func breadcrumbSpans(_ parts: [String]) -> [Span] {
        var spans: [Span] = []
        for (index, part) in parts.enumerated() {
            if index > 0 { spans.append(Span(Self.separator, theme.style(.statusBar))) }
            spans.append(Span(TextSanitizer.clean(part), theme.style(.breadcrumb)))
        }
        return spans
    }

    /// The breadcrumbs to try, longest first: the whole path, then the screen's own name; each
    /// with the status after it.
    private var breadcrumbChoices: [[Span]] {
        let choices = breadcrumb.count > 1 ? [breadcrumbSpans(breadcrumb), breadcrumbSpans(Array(breadcrumb.suffix(1)))]
            : [breadcrumbSpans(breadcrumb)]
        return choices.map { $0 + statusSpans }
    }

    private var statusSpans: [Span] {
        guard let status else { return [] }
        return [Span(" · ", theme.style(.statusBar)),
                Span(TextSanitizer.clean(status), theme.style(statusIsError ? .statusError : .statusBar))]
    }

    /// The screen's name, cut to the room beside every hint but to no less than a third of the
    /// bar (20 cells at least), with the status after it; nil when the name is no longer than that.
    private func shortenedName(width: Int, hintsWidth: Int) -> [Span]? {
        let name = TextSanitizer.clean(breadcrumb.last ?? ""), floor = max(Self.longestUncutName, width / 3)
        guard TextWidth.of(name) > floor else { return nil }
        let room = max(floor, width - hintsWidth - 2 - statusSpans.displayWidth)
        return [Span(TextLayout.truncate(name, to: room), theme.style(.breadcrumb))] + statusSpans
    }

    /// A screen's name of this width or less is never cut to keep hints.
    static let longestUncutName = 20

    /// The breadcrumb and the hints for a row of `width` cells: all hints beside the whole
    /// path if they fit, else beside the screen's name, then with the short status, then without
    /// a status that gives way (a long name cut to a third of the bar),
    /// dropping hints lowest priority first and later ones first among equals; the last hint
    /// stays while the name keeps a few cells. Spare hints are left out of all that, and shown
    /// after it where they fit beside every other hint.
    func fittedHints(width: Int) -> (breadcrumb: [Span], hints: [Span]) {
        let (crumb, shown) = withSpareHints(width: width)
        return (crumb, hintSpans(shown))
    }

    /// `fitted` for the hints but the spare ones, which then fill the room left, in order.
    private func withSpareHints(width: Int) -> (breadcrumb: [Span], shown: [Int]) {
        let kept = hints.indices.filter { hints[$0].priority != .spare }
        guard kept.count < hints.count else { return fitted(width: width) }
        var others = self
        others.hints = kept.map { hints[$0] }
        let (crumb, fittedOthers) = others.fitted(width: width)
        var shown = fittedOthers.map { kept[$0] }
        guard shown.count == kept.count else { return (crumb, shown) }
        for index in hints.indices where hints[index].priority == .spare {
            let trial = (shown + [index]).sorted()
            if fits(crumb, hintSpans(trial), width: width) { shown = trial }
        }
        return (crumb, shown)
    }

    /// The breadcrumb and the indices of the hints shown beside it.
    private func fitted(width: Int) -> (breadcrumb: [Span], shown: [Int]) {
        let choices = breadcrumbChoices
        var shown = Array(hints.indices)
        for crumb in choices where fits(crumb, hintSpans(shown), width: width) { return (crumb, shown) }
        if let shortStatus {
            var shorter = self
            (shorter.status, shorter.shortStatus) = (shortStatus, nil)
            return shorter.fitted(width: width)
        }
        if status != nil, statusGivesWay {
            var without = self
            (without.status, without.statusGivesWay) = (nil, false)
            return without.fitted(width: width)
        }
        let name = shortenedName(width: width, hintsWidth: hintSpans(shown).displayWidth) ?? choices.last ?? []
        if fits(name, hintSpans(shown), width: width) { return (name, shown) }
        while shown.count > 1 {
            if let drop = shown.min(by: { hints[$0].priority < hints[$1].priority || (hints[$0].priority == hints[$1].priority && $0 > $1) }) {
                shown.removeAll { $0 == drop }
            }
            if fits(name, hintSpans(shown), width: width) { return (name, backfilled(shown, beside: name, width: width)) }
        }
        let nameRoom = width - hintSpans(shown).displayWidth - 2
        if !shown.isEmpty, nameRoom >= min(name.displayWidth, Self.shortestName) {
            return (name.truncated(to: nameRoom), shown)
        }
        return (name.truncated(to: width), [])
    }

    /// `shown` with the dropped hints put back where they still fit, highest priority first: a
    /// short hint dropped before a long one fits again once the long one went.
    private func backfilled(_ shown: [Int], beside name: [Span], width: Int) -> [Int] {
        var shown = shown
        let dropped = hints.indices.filter { !shown.contains($0) }
            .sorted { hints[$0].priority > hints[$1].priority || (hints[$0].priority == hints[$1].priority && $0 < $1) }
        for index in dropped {
            let trial = (shown + [index]).sorted()
            if fits(name, hintSpans(trial), width: width) { shown = trial }
        }
        return shown
    }

    /// The fewest cells the screen's name keeps before the last hint goes.
    static let shortestName = 6

    private func fits(_ crumb: [Span], _ hints: [Span], width: Int) -> Bool {
        crumb.displayWidth + (hints.isEmpty || crumb.isEmpty ? 0 : 2) + hints.displayWidth <= width
    }

    /// The hints at `indices`, two spaces apart.
    func hintSpans(_ indices: [Int]) -> [Span] {
        var spans: [Span] = []
        for index in indices {
            let hint = hints[index]
            if !spans.isEmpty { spans.append(Span("  ", theme.style(.statusBar))) }
            if hint.key.isEmpty {
                spans.append(Span(hint.label, theme.style(.statusBar)))
            } else {
                spans.append(Span(hint.key, theme.style(.statusKey)))
                spans.append(Span(" " + hint.label, theme.style(.statusBar)))
            }
        }
        return spans
    }

    var messageStyle: Style { theme.style(isError ? .statusError : .statusBar) }

    /// The breadcrumb (whole, else the screen's name) and the message, when both fit on one row.
    func messageBeside(width: Int) -> (breadcrumb: [Span], message: [Span])? {
        guard let message else { return nil }
        let text = [Span(TextSanitizer.clean(message), messageStyle)]
        guard let crumb = breadcrumbChoices.first(where: { fits($0, text, width: width) }) else { return nil }
        return (crumb, text)
    }
}
