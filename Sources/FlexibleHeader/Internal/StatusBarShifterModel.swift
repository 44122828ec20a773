import Foundation

/// The status-bar shifter's state machine, with side effects returned as values.
///
/// The header owns the replica node and the clock; it applies the returned effects in order.
struct StatusBarShifterModel: Equatable {
    /// Which status bar is on screen.
    enum State: Equatable {
        /// The real status bar is shown.
        case real
        /// A snapshot replica moves with the header; the real one is hidden.
        case replica
        /// The replica was removed (stale or not allowed); visibility follows the offset.
        case invalidReplica
    }

    /// Something the owner must do after a call.
    enum Effect: Equatable {
        /// Cancel a pending replica invalidation.
        case cancelInvalidation
        /// Remove the replica node.
        case removeReplica
        /// Create the replica and schedule its invalidation after `lifetime` seconds.
        case createReplica(lifetime: TimeInterval)
        /// `prefersStatusBarHidden` changed; notify the header so it updates the status bar's appearance.
        case prefersStatusBarHiddenChanged
    }

    private(set) var state: State = .real
    private(set) var prefersStatusBarHidden = false
    private(set) var prefersHiddenWhileInvalid = false
    private(set) var enabled = false
    var snapshottingEnabled = true
    var originalStatusBarHeight: CGFloat
    var isChangingOrientation = false

    init(originalStatusBarHeight: CGFloat) {
        self.originalStatusBarHeight = originalStatusBarHeight
    }

    /// The content behind the header became translucent (or opaque): content that shows
    /// through would be hidden by a snapshot, so a translucent header makes no replica.
    mutating func contentTranslucencyChanged(isTranslucent: Bool) {
        snapshottingEnabled = !isTranslucent
    }

    /// Whether offsets may move the status bar right now.
    func canUpdate(statusBarHeight: CGFloat) -> Bool {
        statusBarHeight == originalStatusBarHeight || state == .replica || state == .invalidReplica
    }

    /// `setOffset(o)`: the header moved by `offset` points; a shifted header wants the replica, an unshifted one the real bar.
    ///
    /// - Parameters:
    ///   - secondOfMinute: the clock's current second within its minute, for the replica lifetime.
    ///   - replicaIsStale: whether an existing replica moved or outlived its lifetime.
    mutating func setOffset(
        _ offset: CGFloat, statusBarHeight: CGFloat, secondOfMinute: TimeInterval, replicaIsStale: Bool
    ) -> [Effect] {
        guard canUpdate(statusBarHeight: statusBarHeight) else { return [] }
        let y = min(originalStatusBarHeight, offset)
        if y > 0 {
            prefersHiddenWhileInvalid = y >= originalStatusBarHeight
            if state == .invalidReplica {
                return setPrefers(prefersHiddenWhileInvalid)
            }
            return attempt(.replica, secondOfMinute: secondOfMinute, replicaIsStale: replicaIsStale)
        }
        return attempt(.real, secondOfMinute: secondOfMinute, replicaIsStale: replicaIsStale)
    }

    /// `enabled = b`; disabling returns to the real status bar.
    mutating func setEnabled(_ b: Bool) -> [Effect] {
        if b == enabled { return [] }
        enabled = b
        if !b { return attempt(.real, secondOfMinute: 0, replicaIsStale: false) }
        return []
    }

    /// The replica's scheduled invalidation fired.
    mutating func invalidate() -> [Effect] {
        attempt(.invalidReplica, secondOfMinute: 0, replicaIsStale: false)
    }

    /// Moves toward `target`, skipping or substituting the transitions the machine forbids.
    ///
    /// Never invalid → replica, real → invalid, or out of real while disabled; a replica
    /// becomes an invalid one without snapshotting or during a rotation.
    mutating func attempt(_ target: State, secondOfMinute: TimeInterval, replicaIsStale: Bool) -> [Effect] {
        if state == target {
            if target == .replica && replicaIsStale {
                return attempt(.invalidReplica, secondOfMinute: secondOfMinute, replicaIsStale: false)
            }
            return []
        }
        if state == .invalidReplica && target == .replica { return [] }
        if state == .real && target == .invalidReplica { return [] }
        if state == .real && !enabled { return [] }
        var target = target
        if state == .real && target == .replica && !snapshottingEnabled { target = .invalidReplica }
        if target == .replica && isChangingOrientation { target = .invalidReplica }
        var effects: [Effect] = [.cancelInvalidation]
        state = target
        switch target {
        case .real:
            effects.append(.removeReplica)
            effects += setPrefers(false)
        case .invalidReplica:
            effects.append(.removeReplica)
            effects += setPrefers(prefersHiddenWhileInvalid)
        case .replica:
            let lifetime = max(HeaderConstants.statusBarReplicaMinimumLifetime, 60 - secondOfMinute)
            effects.append(.createReplica(lifetime: lifetime))
            effects += setPrefers(true)
        }
        return effects
    }

    private mutating func setPrefers(_ value: Bool) -> [Effect] {
        if value == prefersStatusBarHidden { return [] }
        prefersStatusBarHidden = value
        return [.prefersStatusBarHiddenChanged]
    }
}
