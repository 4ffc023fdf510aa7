/// How one frame follows another, for a front end to show as it happens: a push slides in from
/// the right, a pop slides back, a sheet or cover rises, a dismissal drops.
///
/// Told from two scenes alone (their presented layer and their depth), so it costs nothing
/// more at any depth; a jump that is none of these (a link, a tab) is shown at once.
public enum Animation: Equatable, Sendable {
  /// A screen pushed on the same layer.
  case push
  /// A screen popped from the same layer.
  case pop
  /// A sheet or cover presented over what was shown.
  case rise
  /// A presentation dismissed, showing what it was over.
  case drop

  /// The transition from `old` to `new`; `under` says which layer each presentation was
  /// opened over. `nil` when none of the four applies.
  public init?(from old: Scene, to new: Scene, under: [String: String]) {
    let oldLayer = old.presentation?.key ?? ""
    let newLayer = new.presentation?.key ?? ""
    // Another tab is a jump; a cover hides the tabs, which is no jump.
    if let before = old.tabs, let after = new.tabs, before.selected != after.selected {
      return nil
    }
    if oldLayer == newLayer {
      if new.depth > old.depth {
        self = .push
      } else if new.depth < old.depth {
        self = .pop
      } else {
        return nil
      }
    } else if under[newLayer] == oldLayer {
      self = .rise
    } else if under[oldLayer] == newLayer {
      self = .drop
    } else {
      return nil
    }
  }

  /// The frames between `old` and `new`, `steps - 1` of them: each a mix of the two, the new
  /// one further in. The last `still` rows (the hint line, the tab bar) are the new frame's
  /// throughout: the bars stay where they are while the page moves.
  public func frames(from old: Frame, to new: Frame, steps: Int = 4, still: Int = 0) -> [Frame] {
    guard old.width == new.width, old.height == new.height, steps > 1 else { return [] }
    return (1..<steps).map { step in
      mixed(old, new, progress: Double(step) / Double(steps), still: min(max(0, still), new.height))
    }
  }

  private func mixed(_ old: Frame, _ new: Frame, progress: Double, still: Int) -> Frame {
    let width = new.width
    let height = new.height - still
    var frame = Frame(width: width, height: new.height)
    for row in height..<new.height {
      for column in 0..<width { frame[row, column] = new[row, column] }
    }
    let columns = Int(Double(width) * progress)
    let rows = Int(Double(height) * progress)
    for row in 0..<height {
      for column in 0..<width {
        frame[row, column] =
          switch self {
          // The new frame enters from the right, pushing the old one out to the left.
          case .push:
            column < width - columns
              ? old[row, column + columns] : new[row, column - (width - columns)]
          case .pop:
            column < columns ? new[row, column + width - columns] : old[row, column - columns]
          // The new frame rises from the bottom over the old one.
          case .rise: row < height - rows ? old[row, column] : new[row - (height - rows), column]
          // The old frame drops away, showing the new one under it.
          case .drop: row < rows ? new[row, column] : old[row - rows, column]
          }
      }
    }
    frame.wholeCharacters()
    return frame
  }
}
