import Domain

extension ExplorePresenter {
    /// True while a filter is typed or kept: Esc clears it, and the sections count "3 of 44".
    public var isFiltered: Bool { listFilter.isActive }

    /// How many items a section has before filtering.
    public func totalCount(in section: ExploreSection) -> Int { sectionRows[section]?.count ?? 0 }

    /// Esc while a filter is typed or kept: clears it. Explore is the first screen, so there is
    /// nothing to go back to once it is clear.
    public func clearFilterIfAny() { _ = clearFilter() }

    /// The focused section's selected item, for `ListFiltering`.
    public var selectedID: String? {
        guard let content, let index = selectedContentIndex(in: focus) else { return nil }
        switch focus {
        case .featured: return content.featured[index].id
        case .myAvatars: return content.myAvatars[index].id
        case .popular: return content.popular[index].id
        case .categories: return content.categories[index].kind.title
        case .news: return content.liveNews.map { String($0[index].id) } ?? content.latestNews[index].article.id
        }
    }

    /// Typed, every section shows its matches with the first one selected, and the focus goes
    /// to the first section that has any. Cleared, each section selects again the item it had
    /// selected among the matches, not only the focused one (`id`), so nothing moves under the
    /// user but the rows that come back.
    public func filterChanged(keeping id: String?) {
        let cleared = !listFilter.isActive
        let kept = Dictionary(uniqueKeysWithValues: ExploreSection.allCases.compactMap { section in
            selectedContentIndex(in: section).map { (section, $0) }
        })
        applyFilter()
        for section in ExploreSection.allCases {
            selections[section] = Selection(count: rows(for: section).count)
            if cleared, let index = kept[section] { select(contentIndex: index, in: section) }
        }
        if !cleared, let first = ExploreSection.allCases.first(where: { !rows(for: $0).isEmpty }) { focus = first }
    }

    /// Works out the matches of the filter's text in the content loaded, and the rows they show.
    func applyFilter() {
        matches = filter.isEmpty ? nil : content.map { ExploreInteractor.filter($0, by: filter.text) }
        for section in ExploreSection.allCases {
            let all = sectionRows[section] ?? []
            shownRows[section] = matches.map { $0.indices(in: section).map { all[$0] } } ?? all
        }
    }

    /// Where the selected row of a section is in its list of `content`.
    func selectedContentIndex(in section: ExploreSection) -> Int? {
        guard let shown = selectedIndex(in: section) else { return nil }
        guard let indices = matches?.indices(in: section) else { return shown }
        return indices.indices.contains(shown) ? indices[shown] : nil
    }

    /// Selects the item at `index` of a section's list of `content`, when the filter shows it.
    func select(contentIndex index: Int, in section: ExploreSection) {
        let shown = matches == nil ? index : matches?.indices(in: section).firstIndex(of: index)
        guard let shown else { return }
        selections[section]?.select(shown)
    }
}

extension ExploreMatches {
    /// The indices of a section's items that match.
    func indices(in section: ExploreSection) -> [Int] {
        switch section {
        case .featured: featured
        case .myAvatars: myAvatars
        case .categories: categories
        case .popular: popular
        case .news: news
        }
    }
}
