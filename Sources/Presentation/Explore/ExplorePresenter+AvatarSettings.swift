import Domain

extension ExplorePresenter {
    /// `e`: the selected avatar's settings (system prompt, temperature, max tokens; for one the
    /// user made, also its name, activity and place), as `e` opens them in a category. Explore
    /// loads again when the sheet closes, so a new name shows at once.
    public func editSelectedAvatar() {
        guard let avatar = selectedAvatar else { return }
        router.present(.avatarSettings(avatarID: avatar.id))
    }
}
