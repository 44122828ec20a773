import Foundation

extension HeaderSolver {
    /// An event the solver handles in one step from one reading of the inputs: nothing it
    /// writes has to be read back before the event is decided.
    enum Step: Equatable {
        /// A drag ended; a partly shifted header settles when it will not decelerate.
        case dragEnded(willDecelerate: Bool)
        /// A deceleration ended.
        case decelerationEnded
        /// Move fully on (false) or off (true) screen, animated or at once.
        case shift(offScreen: Bool, animated: Bool)
        /// The shift behaviour changed; true when turning shifting off brings the header back.
        case shiftBehaviorChanged(returnsOnScreen: Bool)
        /// Whether the status-bar hint may overlap the header changed.
        case statusBarHintChanged
        /// The shadow's inputs changed.
        case shadowChanged
        /// Commit the current shift without a layout pass.
        case commit
        /// A frame of the shift animation, lasting `duration` seconds.
        case shiftAnimationFrame(duration: TimeInterval)
        /// The status-bar replica outlived its lifetime.
        case replicaExpired
        /// The clock driving a detent move no longer drives this header: the move ends where it
        /// is and its frame handler stops, running or not.
        case detentClockLost
        /// `setDetent` asked for a move to `detent` over `duration` seconds (0 at once), its
        /// completion waiting under `id`.
        case moveToDetent(detent: HeaderDetent, duration: TimeInterval, id: Int)
        /// The header goes back to where it rested before its top safe area changed.
        case returnToRestingPlace(RestingPlaceReturn)
        /// The owner re-resolved the status bar: the injection follows it and the tracking
        /// scroll view's content goes back to `restoring` (nil leaves it).
        case statusBarAppearanceChanged(restoring: CGPoint?)

        /// Whether the scroll-view writes the step asks for count as scrolling: not when they
        /// only put the content back where it was before the status bar changed.
        var scrollWritesCountAsScrolling: Bool {
            if case .statusBarAppearanceChanged = self { return false }
            return true
        }
    }

    /// Decides `step`: the one entry for every event that needs a single solve.
    mutating func run(_ step: Step) {
        switch step {
        case .dragEnded(let willDecelerate): dragDidEnd(willDecelerate: willDecelerate)
        case .decelerationEnded: decelerationDidEnd()
        case .shift(let offScreen, let animated): shift(offScreen: offScreen, animated: animated)
        case .shiftBehaviorChanged(let returnsOnScreen):
            updateShifterEnabled()
            if returnsOnScreen { shift(offScreen: false, animated: true) }
        case .statusBarHintChanged:
            updateShifterEnabled()
            startShiftAnimation()
        case .shadowChanged: updateShadow()
        case .commit: commit()
        case .shiftAnimationFrame(let duration): shiftAnimationFrame(duration: duration)
        case .replicaExpired: invalidateReplica()
        case .detentClockLost:
            interruptDetentMotion()
            effects.detentAnimation = false
        case .moveToDetent(let detent, let duration, let id):
            startRequestedDetentMove(to: detent, duration: duration, id: id)
        case .returnToRestingPlace(let move): returnToRestingPlace(move)
        case .statusBarAppearanceChanged(let restoring): statusBarAppearanceDidChange(restoring: restoring)
        }
    }
}
