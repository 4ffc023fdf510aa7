print("numbers")
