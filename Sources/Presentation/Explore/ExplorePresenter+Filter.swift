extension ExplorePresenter {
    /// `/`: Explore's sections have no filter of their own; says where `/` filters instead, as a
    /// key that cannot act does, rather than doing nothing.
    public func explainFilter() {
        router.show(Notice("Explore has no filter: / filters a category (Enter on one) and Feeds (f), and searches Chats (c)"))
    }
}
